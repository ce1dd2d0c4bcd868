export { SessionTimeline, type SessionTimelineProps, type SessionTimelineRow } from './SessionTimeline';
