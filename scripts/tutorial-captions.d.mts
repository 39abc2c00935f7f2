/** videoId → English caption (as the flow writes it) → its text in hu, de and ar. */
export const CAPTIONS: Record<string, Record<string, Record<'hu' | 'de' | 'ar', string>>>;
/** The caption a flow of `videoId` writes in English, in `lang`; throws when the table lacks it. */
export function captionIn(videoId: string, english: string, lang: string): string;
/** WebVTT of the captions a flow showed (`at` in ms from the video's start); Arabic cues open with U+200F. */
export function toVtt(cues: { at: number; text: string }[], endMs: number, lang?: string): string;
