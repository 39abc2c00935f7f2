// `webvtt-parser` (the W3C WebVTT validator's parser, CommonJS) ships no types.
declare module 'webvtt-parser' {
  /** A parse problem: its message and 1-based line (and column within the line, when known). */
  export interface WebVTTError {
    message: string;
    line: number;
    col?: number;
  }
  export interface WebVTTCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }
  export class WebVTTParser {
    parse(input: string, mode?: 'metadata' | 'chapters'): { cues: WebVTTCue[]; errors: WebVTTError[] };
  }
}
