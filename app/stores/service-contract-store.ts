/**
 * The service-contract config (contract/content.ts), loaded once per page: operators change it rarely.
 * Kept here rather than in the query cache so the login screen, which shows it, does not load
 * TanStack Query. Each switch is 0 until the server answers; a failed load is asked again by the
 * next screen that shows it.
 */
import { proxy } from 'valtio';
import { contentEndpoints, type ServiceContractConfig } from '../../contract/content';
import { call } from '../lib/call';

export const serviceContractState = proxy<{ config: ServiceContractConfig; loaded: boolean }>({
  config: { register: 0, login: 0, customer: 0 },
  loaded: false,
});

let pending: Promise<void> | null = null;

export function loadServiceContract(): Promise<void> {
  if (serviceContractState.loaded) return Promise.resolve();
  pending ??= call(contentEndpoints.serviceContractConfig, {})
    .then(
      (config) => {
        serviceContractState.config = config;
        serviceContractState.loaded = true;
      },
      () => undefined, // every switch stays off
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}
