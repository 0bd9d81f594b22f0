import { formatMoney } from '@wl/ui/money';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { RECORD_TIME_FORMAT, RECORDS_DATE_FORMAT } from './constants';

/**
 * How a column shows its value: a time, a day, money (decimal.js via formatMoney), a code translated as
 * `code_<value>`, the downline's kind (member or agent), a percent rate, or as it comes.
 */
export type ColumnFormat = 'datetime' | 'date' | 'money' | 'code' | 'agentType' | 'percent' | 'text';

/** One column of a records table: the row field, its header's message key and its format. */
export interface RecordColumn {
  field: string;
  label: string;
  format: ColumnFormat;
}

/** A cell's text. */
export function formatCell(value: unknown, format: ColumnFormat, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '-';
  switch (format) {
    case 'datetime':
      return dayjs(Number(value)).format(RECORD_TIME_FORMAT);
    case 'date':
      return dayjs(Number(value)).format(RECORDS_DATE_FORMAT);
    case 'money':
      return formatMoney(String(value));
    case 'code':
      return t(`code_${String(value)}`);
    case 'agentType':
      return t(Number(value) === 1 ? 'records_type_agent' : 'records_type_member');
    case 'percent':
      return `${formatMoney(String(value))}%`;
    default:
      return String(value);
  }
}
