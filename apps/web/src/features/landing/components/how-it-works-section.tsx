import { limits } from '@venuescout/contracts';
import { paths } from '../../../config/paths';
import { LandingSection } from './landing-section';

const steps = [
  {
    title: 'Enter Paper Details',
    text: `Give the title, main theme, abstract and up to ${limits.maxKeywords} keywords.`,
  },
  {
    title: 'Get Matched Results',
    text: 'See conferences and journals ranked by fit, each with its next deadline and the published papers most like yours.',
  },
  {
    title: 'Review Recommendations',
    text: 'Read what each venue expects and what to adjust in your paper before you submit.',
  },
  {
    title: 'Submit with Confidence',
    text: 'Pick your venue, save it to your favorites and keep its deadline in your calendar.',
  },
];

/** The four steps from a paper to a submission. */
export function HowItWorksSection() {
  return (
    <LandingSection
      id={paths.sections.howItWorks}
      eyebrow="How It Works"
      title="From abstract to venue in four steps"
      intro="Describe your paper once; VenueScout does the searching."
    >
      <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="relative">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
