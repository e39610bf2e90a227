import type { ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';

export interface Served {
  url: string;
  stop(): void;
  children: ChildProcess[];
  events: EventEmitter;
  child(name: 'services' | 'gateway'): ChildProcess | undefined;
}

export function serve(
  env?: Record<string, string | undefined>,
  opts?: {
    stdio?: 'inherit' | 'ignore' | 'pipe';
    log?: (line: string) => void;
    onGiveUp?: (name: string) => void;
  },
): Promise<Served>;
