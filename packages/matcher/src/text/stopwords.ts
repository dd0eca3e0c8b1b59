/**
 * English function words plus the boilerplate of abstracts ("we propose", "this paper"): they carry no
 * topic, so dropping them keeps the vocabulary small and the explanations readable.
 */
export const stopwords: ReadonlySet<string> = new Set(
  `a about above across after again against all almost along already also although always am among an
and another any anyone anything are around as at be because been before being below between both but by
can cannot could did do does doing done down during each either else enough etc even ever every for from
further had has have having he her here hers herself him himself his how however i if in into is it its
itself just least less let like made make makes many may me might more most much must my myself neither
no nor not now of off often on once one only onto or other others otherwise our ours ourselves out over
own per perhaps quite rather same several shall she should since so some such than that the their theirs
them themselves then there therefore these they this those though through thus to too toward towards
under until up upon us use used uses using very via was we well were what whatever when where whereas
whether which while who whom whose why will with within without would yet you your yours yourself
yourselves paper papers propose proposed proposes present presents presented show shows shown study
studies work works approach approaches method methods result results novel new based also first two
three furthermore moreover addition additionally existing however well able e g eg ie i.e et al`.split(/\s+/),
);
