import { SettingSwitch } from './setting-switch';

/** The e-mail reminder switch. */
export function RemindersSwitch({ isEnabled }: { isEnabled: boolean }) {
  return (
    <SettingSwitch
      setting="remindersEnabled"
      isEnabled={isEnabled}
      label="E-mail me 7 days and 1 day before each published deadline of my favorite venues."
    />
  );
}
