import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { useSignedInMe } from '../../features/auth/api/find-me';
import { AccountDetails } from '../../features/account/components/account-details';
import { CalendarFeed } from '../../features/account/components/calendar-feed';
import { ChangeAlertSwitches } from '../../features/account/components/change-alert-switches';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { RemindersSwitch } from '../../features/account/components/reminders-switch';
import { SubscriptionDetails } from '../../features/billing/components/subscription-details';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm first:mt-0"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/profile`: account, plan, password, calendar feed, reminders, change alerts, data export and deletion. */
export function ProfileRoute() {
  const me = useSignedInMe();
  return (
    <PageContainer title="Profile Settings" width="narrow">
      <Section id="account-heading" title="Account">
        <AccountDetails me={me} />
      </Section>
      <Section id="plan-heading" title="Plan">
        <SubscriptionDetails me={me} />
      </Section>
      <Section id="password-heading" title="Change password">
        <ChangePasswordForm email={me.user.email} />
      </Section>
      <Section id="calendar-heading" title="Calendar">
        <CalendarFeed url={me.calendarFeedUrl} />
      </Section>
      <Section id="reminders-heading" title="Reminders">
        <RemindersSwitch isEnabled={me.settings.remindersEnabled} />
      </Section>
      <Section id="change-alerts-heading" title="Deadline changes">
        <ChangeAlertSwitches settings={me.settings} />
      </Section>
      <Section id="data-heading" title="Your data">
        <p className="mt-3 text-sm text-slate-700">Everything we store about you, as one JSON file.</p>
        <a
          href="/api/account/export"
          download
          className={buttonClassName({ variant: 'secondary', className: 'mt-3' })}
        >
          Download my data
        </a>
      </Section>
      <Section id="delete-heading" title="Delete account">
        <DeleteAccount email={me.user.email} />
      </Section>
    </PageContainer>
  );
}
