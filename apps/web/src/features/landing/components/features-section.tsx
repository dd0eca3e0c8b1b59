import { CalendarClock, FileDown, Globe, Heart, Lightbulb, Target } from 'lucide-react';
import { paths } from '../../../config/paths';
import { LandingSection } from './landing-section';

const features = [
  {
    Icon: Target,
    title: 'Smart Matching',
    text: 'Venues are ranked by how closely your title, abstract and keywords match the papers they publish.',
  },
  {
    Icon: CalendarClock,
    title: 'Deadline Tracking',
    text: 'Each deadline is shown in Anywhere on Earth time and in your own time zone. Predicted dates are labelled as estimates.',
  },
  {
    Icon: Heart,
    title: 'Save Favorites',
    text: 'Keep a shortlist of the venues you are considering and come back to it from your dashboard.',
  },
  {
    Icon: FileDown,
    title: 'Export PDF/CSV',
    text: 'Take your matches with you as CSV or PDF, and add deadlines to your calendar.',
  },
  {
    Icon: Lightbulb,
    title: 'Tailored Recommendations',
    text: 'Advice on what to adapt before you submit: scope, required sections, formatting and length.',
  },
  {
    Icon: Globe,
    title: 'Global Coverage',
    text: 'Computer-science conferences and journals from around the world, from openly maintained deadline lists and the CCF and CORE rankings.',
  },
];

/** The six things VenueScout does for a researcher. */
export function FeaturesSection() {
  return (
    <LandingSection
      id={paths.sections.features}
      eyebrow="Features"
      title="Everything you need to choose where to submit"
      intro="From a short description of your paper to a venue, a deadline and a plan."
      className="bg-slate-50"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
