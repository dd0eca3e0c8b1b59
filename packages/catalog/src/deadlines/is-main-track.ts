/** Tracks that name a venue's main call ("full and short papers track" too); no track is the main call. */
const MAIN_TRACK = /^(?:full|regular|long|research|main|conference|technical)\b/;

/** Whether a deadline's track is the venue's main call (or none is named), which "next deadline" prefers. */
export function isMainTrack(track: string | undefined): boolean {
  return track === undefined || MAIN_TRACK.test(track);
}
