// Experiments (docs/experiments.md): the browser's groups, the variants they drive, the editors'
// report. Proxy, route handlers and server components use ./server.
export { LazyExperimentsHost, LazyVipOrderPop } from './lazy';
export { ReportIsland } from './report/report-island';
export { useExperiment } from './use-experiment';
export { experimentIdOf, whenClientGroupsKnown } from './client-groups';
