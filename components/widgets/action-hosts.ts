// One chunk for the page widgets that share the tracking host and the collect actions
// (components/tracking/host, lib/collect/collect-actions): imported apart, each chunk carried its own
// copy (about 5 KB more after the load). DeferredWidgets still renders them one per idle callback.
export { TrackingHost } from '@/components/tracking';
export { CollectHost } from '@/components/collect/collect-host';
export { GatherHost } from '@/components/gather/gather-host';
