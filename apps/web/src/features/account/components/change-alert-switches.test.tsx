import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubFetch } from '../../../testing/stub-fetch';
import { ChangeAlertSwitches } from './change-alert-switches';

const savedLabel = "E-mail me when a saved venue's deadline is published, moved or extended.";
const analysisLabel = 'Also for venues my analyses found.';
const defaults = { remindersEnabled: true, changeAlertsEnabled: true, analysisChangeAlerts: false };

describe('ChangeAlertSwitches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows saved-venue alerts on and analysis alerts off by default, each named by its label', () => {
    renderWithProviders(<ChangeAlertSwitches settings={defaults} />);
    expect(screen.getByRole('switch', { name: savedLabel }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: analysisLabel }).getAttribute('aria-checked')).toBe('false');
  });

  it.each([
    [savedLabel, defaults, { changeAlertsEnabled: false }],
    [analysisLabel, defaults, { analysisChangeAlerts: true }],
    [analysisLabel, { ...defaults, analysisChangeAlerts: true }, { analysisChangeAlerts: false }],
  ])('flipping "%s" sends only that setting, %j → %j', async (label, settings, body) => {
    const fetchMock = stubFetch(200, { ...settings, ...body });
    renderWithProviders(<ChangeAlertSwitches settings={settings} />);
    fireEvent.click(screen.getByRole('switch', { name: label }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/settings');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('shows the analysis switch off and unavailable, saying why, while saved-venue alerts are off', () => {
    const fetchMock = stubFetch(200, defaults);
    renderWithProviders(
      <ChangeAlertSwitches
        settings={{ ...defaults, changeAlertsEnabled: false, analysisChangeAlerts: true }}
      />,
    );
    const analysis = screen.getByRole('switch', { name: analysisLabel });
    expect(analysis.getAttribute('aria-checked')).toBe('false');
    expect(analysis).toHaveProperty('disabled', true);
    expect(analysis.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Turn on the alerts above to choose this.')).toBeTruthy();
    fireEvent.click(analysis);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
