import { hc, type InferRequestType } from 'hono/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Api } from './app';

/** The typed client the widgets build against `Api`: checked by the type checker, not at run time. */
describe('the Api type', () => {
  const client = hc<Api>('http://localhost');

  it('carries each route with the input its validators take', () => {
    expectTypeOf<InferRequestType<typeof client.api.availability.$get>>().toEqualTypeOf<{
      query: { date: string };
    }>();
    expectTypeOf<InferRequestType<typeof client.api.orders.$post>['json']>().toHaveProperty('text');
    expectTypeOf<InferRequestType<(typeof client.api.orders)[':id']['$patch']>['param']>().toEqualTypeOf<{
      id: string;
    }>();
    expectTypeOf<InferRequestType<typeof client.api.auth.login.$post>['json']>().toHaveProperty('identifier');
    expectTypeOf(client.api.admin.plan.draft.$put).toBeFunction();
    expectTypeOf(client.api.admin.settings.$get).toBeFunction();
    expectTypeOf(client.api.admin['closed-dates'][':date'].$delete).toBeFunction();
    expectTypeOf(client.api.admin.reservations[':id'].cancel.$post).toBeFunction();
    expectTypeOf(client.api.cancellation.lookup.$post).toBeFunction();
    expectTypeOf(client.api.contact.$post).toBeFunction();
    expectTypeOf(client.api.challenge.$get).toBeFunction();
  });

  it('refuses inputs and paths the API does not have', () => {
    const wrongCalls = () => [
      // @ts-expect-error not an order item
      client.api.orders.$post({ json: { nope: 1 } }),
      // @ts-expect-error the day is required
      client.api.availability.$get({ query: {} }),
      // @ts-expect-error no such route
      client.api.nothing.$get(),
    ];
    expect(wrongCalls).toBeTypeOf('function');
  });
});
