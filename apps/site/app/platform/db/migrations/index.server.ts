import type { Migration } from '~/platform/db/types';
import { migration as m001Brokers } from './001_brokers.server';
import { migration as m010Admin } from './010_admin.server';
import { migration as m020Contact } from './020_contact.server';
import { migration as m021Customers } from './021_customers.server';
import { migration as m031ClickTotals } from './031_click_totals.server';
import { migration as m040Signals } from './040_signals.server';
import { migration as m050Webinars } from './050_webinars.server';
import { migration as m060BrokerDetails } from './060_broker_details.server';
import { migration as m061BrokerClickDays } from './061_broker_click_days.server';
import { migration as m070AdminFactors } from './070_admin_factors.server';
import { migration as m071WebauthnChallengeAddress } from './071_webauthn_challenge_address.server';
import { migration as m072SignInAddresses } from './072_sign_in_addresses.server';
import { migration as m073AdminUsernameKey } from './073_admin_username_key.server';
import { migration as m074InvitationLastError } from './074_invitation_last_error.server';
import { migration as m075FormAttempts } from './075_form_attempts.server';
import { migration as m076SignalCorrections } from './076_signal_corrections.server';
import { migration as m077SignalProposals } from './077_signal_proposals.server';
import { migration as m078BrokerCosts } from './078_broker_costs.server';
import { migration as m079CustomerSessions } from './079_customer_sessions.server';
import { migration as m080CustomerSignUp } from './080_customer_sign_up.server';
import { migration as m081CustomerPasskeys } from './081_customer_passkeys.server';
import { migration as m082CustomerAccount } from './082_customer_account.server';
import { migration as m084LessonProgress } from './084_lesson_progress.server';
import { migration as m085QuizAttempts } from './085_quiz_attempts.server';
import { migration as m086Certificates } from './086_certificates.server';
import { migration as m087SignalAlerts } from './087_signal_alerts.server';
import { migration as m090ReviewCards } from './090_review_cards.server';
import { migration as m091QuizBestScoresIndex } from './091_quiz_best_scores_index.server';
import { migration as m094CertificateStatus } from './094_certificate_status.server';

/**
 * Every schema change, in order. Add a new file per change (`NNN_what.server.ts`) and list it here;
 * never edit one that has shipped.
 */
export const migrations: readonly Migration[] = [
  m001Brokers,
  m010Admin,
  m020Contact,
  m021Customers,
  m031ClickTotals,
  m040Signals,
  m050Webinars,
  m060BrokerDetails,
  m061BrokerClickDays,
  m070AdminFactors,
  m071WebauthnChallengeAddress,
  m072SignInAddresses,
  m073AdminUsernameKey,
  m074InvitationLastError,
  m075FormAttempts,
  m076SignalCorrections,
  m077SignalProposals,
  m078BrokerCosts,
  m079CustomerSessions,
  m080CustomerSignUp,
  m081CustomerPasskeys,
  m082CustomerAccount,
  m084LessonProgress,
  m085QuizAttempts,
  m086Certificates,
  m087SignalAlerts,
  m090ReviewCards,
  m091QuizBestScoresIndex,
  m094CertificateStatus,
];
