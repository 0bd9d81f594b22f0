import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ATTR, ERROR_KINDS, PAGE_ERROR_KINDS, readAttributes } from './otlp-schema.mjs';

test('readAttributes reads every OTLP JSON value kind and skips what it does not know', () => {
  const attributes = readAttributes([
    { key: ATTR.merchant, value: { stringValue: 'lite' } },
    { key: ATTR.mobile, value: { boolValue: true } },
    { key: ATTR.httpStatus, value: { intValue: '503' } },
    { key: ATTR.sampleRate, value: { doubleValue: 0.1 } },
    { key: ATTR.remotes, value: { arrayValue: { values: [{ stringValue: 'lottery@1.1.0' }] } } },
    { key: 'odd', value: { kvlistValue: { values: [] } } },
    { value: { stringValue: 'no key' } },
  ]);
  assert.deepEqual(attributes, {
    'wl.merchant': 'lite',
    'browser.mobile': true,
    'http.response.status_code': 503,
    'wl.sample_rate': 0.1,
    'wl.remotes': ['lottery@1.1.0'],
  });
  assert.deepEqual(readAttributes(null), {});
});

test('the page-error kinds are error kinds', () => {
  for (const kind of PAGE_ERROR_KINDS) assert.ok(ERROR_KINDS.includes(kind));
});
