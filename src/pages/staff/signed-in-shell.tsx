import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  DEFAULT_INBOX_VIEW,
  sameInboxView,
  type InboxNavigation,
  type InboxView,
} from '../../inbox/ui/inbox-view';
import { IDLE_SIGN_OUT_AFTER_MS } from '../../access/domain/session-policy';
import { InboxScreen } from '../../inbox/ui/inbox-screen';
import { PrivacyScreen } from '../../privacy/ui/privacy-screen';
import { ErasedNumberNotice } from '../../privacy/ui/erased-number/erased-number-notice';
import { AuditLogScreen } from '../../audit/ui/audit-log-screen';
import { MonthlyReportScreen } from '../../reports/ui/monthly-report-screen';
import { TalksScreen } from '../../talks/ui/talks-screen';
import { TeamScreen, type MemberExtra } from '../../team/ui/team-screen';
import { MemberPasskeys } from '../../passkeys/ui/member-passkeys';
import { MyPasskeys } from '../../passkeys/ui/my-passkeys';
import { MyPasskeysScreen } from '../../passkeys/ui/my-passkeys-screen';
import { HealthScreen } from '../../health/ui/health-screen';
import { HealthBanner } from '../../health/ui/health-banner';
import type { HealthLinks } from '../../health/ui/health-links';
import type { TalksNavigation } from '../../talks/ui/talks-navigation';
import { ApplicationSeat } from '../../talks/ui/application-seat';
import { stageOfRecord } from '../../applications/domain/application-record';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { StaffHeader } from './staff-header';
import { reachableBy, SECTION_LABELS, sectionsFor, StaffSections } from './staff-sections';
import {
  DEFAULT_STAFF_VIEW,
  addressableSearch,
  formatStaffPath,
  parseStaffPath,
  type StaffView,
} from './staff-location';
import { useStaffHistory, type HistoryEntry, type StaffHistory } from './staff-history';
import type { SignOutReason } from '../../access/ui/use-sign-out';
import { useIdleTimeout } from '../../access/ui/use-idle-timeout';
import type { WayBack } from '../../shared/ui/section-error-boundary';
import { forgetSignedInData } from '../../access/ui/forget-signed-in-data';

interface SignedInShellProps {
  onSignOut: (reason: SignOutReason) => void;
  /** A new session forgets how the last one ended. */
  onSessionStart: () => void;
  signingOut: boolean;
  signOutFailed: boolean;
}

export function SignedInShell({
  onSignOut,
  onSessionStart,
  signingOut,
  signOutFailed,
}: SignedInShellProps) {
  const member = useSignedInMember();
  const queryClient = useQueryClient();
  const { history, entry } = useStaffHistory();
  const sections = sectionsFor(member);
  const asked = viewOf(entry, history);
  // Only the member's own sections, whatever the address or a role held before it changed.
  const allowed = asked !== null && reachableBy(member).includes(asked.section);
  const view = allowed ? asked : DEFAULT_STAFF_VIEW;
  const refused = allowed ? null : refusal(asked);
  // What the address named and the page would not show: the address says what is shown instead,
  // and a notice says why, on this step only.
  const [notice, setNotice] = useState<{ key: string; text: string } | null>(null);
  if (refused !== null && (notice?.key !== entry.key || notice.text !== refused))
    setNotice({ key: entry.key, text: refused });
  useEffect(() => {
    if (refused !== null) history.replace(formatStaffPath(DEFAULT_STAFF_VIEW));
  }, [refused, history]);
  // The inbox keeps its last view while another section is shown: on return, it is as it was.
  const [inboxView, setInboxView] = useState<InboxView>(
    view.section === 'solicitudes' ? view.inbox : DEFAULT_INBOX_VIEW,
  );
  if (view.section === 'solicitudes' && !sameInboxView(view.inbox, inboxView))
    setInboxView(view.inbox);
  const goTo = (next: StaffView) => {
    const text =
      next.section === 'solicitudes' && next.inbox.kind === 'search' ? next.inbox.text : null;
    history.push(formatStaffPath(next), text);
  };
  const navigation: InboxNavigation = {
    href: (inbox) => formatStaffPath({ section: 'solicitudes', inbox }),
    go: (inbox) => goTo({ section: 'solicitudes', inbox }),
    back: (list) => {
      const path = formatStaffPath({ section: 'solicitudes', inbox: list });
      // The step before may be the same view written otherwise (typed by hand: 'sol4821', a
      // trailing slash): Back is still the way to it.
      if (entry.from !== null && sameAddress(entry.from, path)) history.back();
      else goTo({ section: 'solicitudes', inbox: list });
    },
  };
  const talksList = formatStaffPath({ section: 'charlas' });
  const talksNavigation: TalksNavigation = {
    href: (talk) =>
      formatStaffPath(talk === null ? { section: 'charlas' } : { section: 'charlas', talk }),
    go: (talk) => goTo(talk === null ? { section: 'charlas' } : { section: 'charlas', talk }),
    back: () => {
      if (entry.from !== null && sameAddress(entry.from, talksList)) history.back();
      else goTo({ section: 'charlas' });
    },
    applicationHref: (id) =>
      formatStaffPath({ section: 'solicitudes', inbox: { kind: 'application', id } }),
    openApplication: (id) => goTo({ section: 'solicitudes', inbox: { kind: 'application', id } }),
  };
  const healthLinks: HealthLinks = {
    applicationHref: (id) =>
      formatStaffPath({ section: 'solicitudes', inbox: { kind: 'application', id } }),
    estadoHref: formatStaffPath({ section: 'estado' }),
    privacyHref: formatStaffPath({ section: 'privacidad' }),
    follow: (path) => history.push(path),
  };
  // From a section that failed to render: to the inbox, as it was left.
  const toInbox: WayBack = {
    label: 'Volver a las solicitudes',
    go: () => goTo({ section: 'solicitudes', inbox: inboxView }),
  };
  useIdleTimeout(() => onSignOut('idle'), IDLE_SIGN_OUT_AFTER_MS);
  const sessionStarted = useEffectEvent(onSessionStart);
  useEffect(() => {
    sessionStarted();
    // Applicants' data leaves the page's memory with the session, whatever ended it.
    return () => forgetSignedInData(queryClient);
  }, [queryClient]);

  return (
    <>
      <StaffHeader
        member={member}
        onSignOut={() => onSignOut('by-user')}
        signingOut={signingOut}
        signOutFailed={signOutFailed}
        keysLink={{
          href: formatStaffPath({ section: 'llaves' }),
          follow: () => goTo({ section: 'llaves' }),
        }}
      />
      <StaffSections
        sections={sections}
        current={view.section}
        onChange={(section) =>
          goTo(section === 'solicitudes' ? { section, inbox: inboxView } : { section })
        }
      />
      {/* Kept mounted while away: the filter, search and pages loaded are there on return. */}
      <div hidden={view.section !== 'solicitudes'}>
        <HealthBanner links={healthLinks} />
        <InboxScreen
          view={inboxView}
          navigation={navigation}
          notice={notice?.key === entry.key ? notice.text : null}
          noMatchNotice={(text) => <ErasedNumberNotice text={text} />}
          detailSection={(application) => (
            <ApplicationSeat
              application={{ id: application.id, stage: stageOfRecord(application) }}
            />
          )}
        />
      </div>
      {view.section === 'charlas' ? (
        <TalksScreen wayBack={toInbox} talk={view.talk ?? null} navigation={talksNavigation} />
      ) : null}
      {view.section === 'informe' ? <MonthlyReportScreen wayBack={toInbox} /> : null}
      {view.section === 'privacidad' ? <PrivacyScreen wayBack={toInbox} /> : null}
      {view.section === 'auditoria' ? <AuditLogScreen wayBack={toInbox} /> : null}
      {view.section === 'equipo' ? (
        <TeamScreen wayBack={toInbox} memberExtra={memberPasskeys} />
      ) : null}
      {view.section === 'estado' ? <HealthScreen links={healthLinks} wayBack={toInbox} /> : null}
      {view.section === 'llaves' ? <MyPasskeysScreen uid={member.uid} wayBack={toInbox} /> : null}
    </>
  );
}

/** Equipo's entries carry each member's passkeys; one's own entry manages one's own. */
const memberPasskeys: MemberExtra = (member, self) =>
  self ? <MyPasskeys uid={member.uid} /> : <MemberPasskeys uid={member.uid} email={member.email} />;

/**
 * The view the history's step names. A search the address could not hold takes its text from
 * the page's memory when this page load made the step; one of a SOL number shows it as typed.
 */
function viewOf(entry: HistoryEntry, history: StaffHistory): StaffView | null {
  const view = parseStaffPath(entry.path);
  if (view?.section !== 'solicitudes' || view.inbox.kind !== 'search') return view;
  const kept = history.textOf(entry);
  const text = view.inbox.text;
  if (kept === undefined) return view;
  // Kept text for a SOL address only if it is that number, however it was typed.
  if (text !== null && addressableSearch(kept) !== text) return view;
  return { section: 'solicitudes', inbox: { kind: 'search', text: kept } };
}

/** Why the page shows its first view instead of the one asked for. */
function refusal(asked: StaffView | null): string {
  return asked === null
    ? 'Esta dirección no existe en la bandeja. Te mostramos las solicitudes nuevas.'
    : `No tienes acceso a «${SECTION_LABELS[asked.section]}». Te mostramos las solicitudes nuevas.`;
}

/** Whether two addresses name the same view, however each was written. */
function sameAddress(a: string, b: string): boolean {
  const view = parseStaffPath(a);
  return (view === null ? a : formatStaffPath(view)) === b;
}
