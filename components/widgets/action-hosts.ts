// One chunk for the page widgets that share the tracking host and the collect actions
// (components/tracking/host, components/collect/collect-actions): imported apart, each chunk carried
// its own copy (about 5 KB more after the load). DeferredWidgets still renders them one per idle
// callback.
export { CollectHost, GatherHost } from '@/components/collect';
export { TrackingHost } from '@/components/tracking';
