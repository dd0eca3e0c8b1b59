import type { PaperInput } from '@venuescout/contracts';

/** Papers from different fields, so that analyses rank different venues, as real users' papers do. */
export const loadPapers: PaperInput[] = [
  {
    title: 'Cross-lingual transfer for low-resource named entity recognition',
    theme: 'Natural language processing',
    abstract:
      'We study named entity recognition for languages with little annotated data. We transfer a multilingual ' +
      'transformer trained on high-resource languages, add a small amount of target-language supervision, and ' +
      'evaluate on twelve languages, improving F1 by four points over strong baselines.',
    keywords: ['named entity recognition', 'cross-lingual transfer', 'low-resource languages'],
  },
  {
    title: 'Self-supervised depth estimation from monocular video in adverse weather',
    theme: 'Computer vision',
    abstract:
      'Monocular depth networks trained on clear-weather driving video fail in rain, fog and at night. We ' +
      'synthesise adverse conditions during self-supervised training and add a consistency loss between ' +
      'clean and degraded views, halving the error on three adverse-weather benchmarks.',
    keywords: ['depth estimation', 'self-supervised learning', 'autonomous driving'],
  },
  {
    title: 'Detecting speculative execution leaks with symbolic microarchitectural models',
    theme: 'Security and privacy',
    abstract:
      'We present a symbolic execution engine that models caches and branch predictors to find Spectre-style ' +
      'leaks in cryptographic libraries. It found eleven previously unknown gadgets in widely used code and ' +
      'verifies the absence of leaks in patched versions.',
    keywords: ['side channels', 'symbolic execution', 'Spectre'],
  },
  {
    title: 'Learned cardinality estimation that stays robust under data drift',
    theme: 'Databases',
    abstract:
      'Learned cardinality estimators beat histograms on static data but degrade when the data changes. We ' +
      'detect drift from query feedback and retrain incrementally, keeping q-error within a factor of two ' +
      'of a fully retrained model at a fraction of the cost on TPC-DS and JOB.',
    keywords: ['query optimization', 'cardinality estimation', 'machine learning for systems'],
  },
  {
    title: 'Tail latency of replicated key-value stores under partial network failures',
    theme: 'Distributed systems',
    abstract:
      'Partial network partitions make some replicas reachable from some clients only. We measure how three ' +
      'consensus-based stores behave under such faults and propose a leader lease protocol that bounds ' +
      'the 99th percentile latency while keeping linearizability.',
    keywords: ['distributed systems', 'consensus', 'fault tolerance'],
  },
  {
    title: 'How developers review AI-generated pull requests: an interview study',
    theme: 'Software engineering',
    abstract:
      'We interviewed twenty-four professional developers about reviewing code written by assistants. ' +
      'Reviewers check generated code less thoroughly when it looks idiomatic and more when tests are ' +
      'missing. We derive guidelines for review tools and for teams that adopt assistants.',
    keywords: ['code review', 'empirical software engineering', 'developer tools'],
  },
  {
    title: 'Haptic feedback for eyes-free text entry on smartwatches',
    theme: 'Human-computer interaction',
    abstract:
      'Typing on a smartwatch requires looking at a tiny screen. We design vibration patterns that confirm ' +
      'each character and evaluate them with eighteen participants walking on a treadmill: eyes-free ' +
      'entry reached fourteen words per minute with a three percent error rate.',
    keywords: ['text entry', 'haptics', 'wearables'],
  },
  {
    title: 'Sample-efficient reinforcement learning for legged robots with learned world models',
    theme: 'Robotics',
    abstract:
      'We train a quadruped to walk on rough terrain in under an hour of real-world experience by learning a ' +
      'latent dynamics model and planning in it. The policy transfers across floor materials and recovers ' +
      'from pushes without simulation pre-training.',
    keywords: ['reinforcement learning', 'legged locomotion', 'world models'],
  },
];
