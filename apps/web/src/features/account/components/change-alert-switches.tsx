import type { UserSettings } from '@venuescout/contracts';
import { SettingSwitch } from './setting-switch';

/**
 * The deadline change alert switches: saved venues (on by default; off stops every change alert) and,
 * on top of them, the venues the user's analyses found (off by default).
 */
export function ChangeAlertSwitches({ settings }: { settings: UserSettings }) {
  const { changeAlertsEnabled, analysisChangeAlerts } = settings;
  return (
    <>
      <SettingSwitch
        setting="changeAlertsEnabled"
        isEnabled={changeAlertsEnabled}
        label="E-mail me when a saved venue's deadline is published, moved or extended."
      />
      <SettingSwitch
        setting="analysisChangeAlerts"
        isEnabled={changeAlertsEnabled && analysisChangeAlerts}
        isDisabled={!changeAlertsEnabled}
        label="Also for venues my analyses found."
        hint={changeAlertsEnabled ? undefined : 'Turn on the alerts above to choose this.'}
      />
    </>
  );
}
