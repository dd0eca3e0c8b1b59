import { z } from 'zod';
import type { Logger } from '../lib/logger.ts';

/** Where an OpenAI-compatible chat-completions endpoint is, and which model to ask. */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
}

/** What the model is told about the paper. */
export interface AdvicePaper {
  title: string;
  theme: string;
  abstract: string;
  keywords: string[];
}

/** What the model is told about one venue: only catalog facts and the matcher's explanation. */
export interface AdviceVenue {
  venueId: string;
  acronym: string;
  name: string;
  type: 'conference' | 'journal';
  areas: string[];
  matchedTerms: string[];
}

/** The parts of the advice the model may write; sourced venue facts (formatting, sections) stay ours. */
export interface WrittenAdvice {
  contentAlignmentTips: string[];
  scopeAdjustments: string[];
}

const tip = z.string().trim().min(1).max(400);
const AnswerSchema = z.object({
  venues: z
    .array(
      z.object({
        venueId: z.string(),
        contentAlignmentTips: z.array(tip).min(1).max(5),
        scopeAdjustments: z.array(tip).max(5).default([]),
      }),
    )
    .max(50),
});

const systemPrompt = [
  'You are an experienced academic editor helping a researcher adapt a paper to specific publication venues.',
  'For each venue given, write concrete, paper-specific advice: contentAlignmentTips (what to foreground so the',
  "paper fits the venue's audience) and scopeAdjustments (what to add, cut or reframe).",
  'Do not state page limits, templates, deadlines, anonymity rules or other venue facts: those are supplied',
  'separately from sourced data. Never invent venues.',
  'Answer with one JSON object: {"venues": [{"venueId": string, "contentAlignmentTips": string[],',
  '"scopeAdjustments": string[]}]}, one entry per venue given, using the venueId values exactly.',
].join(' ');

/**
 * Asks an OpenAI-compatible endpoint for venue-specific advice. Returns null on any failure (network,
 * timeout, HTTP error, malformed or off-schema answer), so the caller keeps its rule-based advice.
 */
export function createModelAdviceWriter(config: LlmConfig, logger: Logger) {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async function writeAdvice(
    paper: AdvicePaper,
    venues: AdviceVenue[],
  ): Promise<Map<string, WrittenAdvice> | null> {
    if (venues.length === 0) return new Map();
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          response_format: { type: 'json_object' },
          temperature: 0.2,
          messages: [
            { role: 'system', content: systemPrompt },
            { role: 'user', content: JSON.stringify({ paper, venues }) },
          ],
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const completion = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('no message content');
      const answer = AnswerSchema.parse(JSON.parse(content));
      const known = new Set(venues.map((venue) => venue.venueId));
      return new Map(
        answer.venues
          .filter((entry) => known.has(entry.venueId))
          .map((entry) => [
            entry.venueId,
            { contentAlignmentTips: entry.contentAlignmentTips, scopeAdjustments: entry.scopeAdjustments },
          ]),
      );
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'model advice unavailable; using rules',
      );
      return null;
    }
  };
}

/** The advice writer `createModelAdviceWriter` returns. */
export type ModelAdviceWriter = ReturnType<typeof createModelAdviceWriter>;
