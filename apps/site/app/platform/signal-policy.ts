import type { SignalPolicy } from '~/signal-policy.server';

export type { SignalPolicy };

/**
 * The signal policy baked in at build from SIGNALS_* variables (app/signal-policy.server.ts): what the
 * prerendered pages say about the signals. The admin enforces the same values, read at start (config.signals).
 */
export const signalPolicy: SignalPolicy = __SIGNAL_POLICY__;
