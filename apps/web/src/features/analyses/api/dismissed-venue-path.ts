/** `/api/submissions/:id/dismissed/:venueId`, each part of the slash-holding venue id encoded. */
export const dismissedVenuePath = (analysisId: string, venueId: string) =>
  `/api/submissions/${encodeURIComponent(analysisId)}/dismissed/${venueId.split('/').map(encodeURIComponent).join('/')}`;
