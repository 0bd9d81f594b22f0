import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import dayjs from 'dayjs';
import { makeAutoObservable, observableRef } from 'mobx';
import { WINNER_BOARD_GAME_CATEGORY, WINNER_BOARD_LIMIT, WINNER_BOARD_LOCALES } from '../../../constants';
import { winnerBoardEndpoint, type WinnerColumn, type WinnerRecord } from '../api/winner-board';

/** How a time column is shown (spec: dates with dayjs, YYYY-MM-DD HH:mm:ss). */
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The winner board widget (spec/products.md §2, §5, §7): the server's columns, the records ranked in the order the
 * server sends them, a no-data message when there are none. Asks for gameCategory ALL, the site language and 100
 * records, with the headers CustomerId (the logged-in member) and Language as the server's locale (zh_CN for CN).
 */
export class WinnerBoardStore {
  columns: WinnerColumn[] = [];
  records: WinnerRecord[] = [];
  readonly load = new LoadState();

  constructor(private readonly shell: ShellServices) {
    // The board is the server's answer, replaced whole: plain rows behind an observable reference.
    makeAutoObservable<WinnerBoardStore, 'shell'>(this, {
      shell: false,
      columns: observableRef,
      records: observableRef,
    });
  }

  /** The site language as the spec's code; CN (the default) for one the board has no locale of (cimode). */
  get language(): string {
    const language = this.shell.i18n.language;
    return language in WINNER_BOARD_LOCALES ? language : 'CN';
  }

  /** The request's headers: the locale for the Language header, CustomerId only for a member. */
  get headers(): Record<string, string> {
    const headers: Record<string, string> = { Language: WINNER_BOARD_LOCALES[this.language]! };
    const customerId = this.shell.session.customerId;
    if (customerId !== null) headers.CustomerId = String(customerId);
    return headers;
  }

  /** Load (or reload, after a language or login change) the board; never rejects. */
  fetch(): Promise<void> {
    return this.load.run(
      () =>
        this.shell.api.call(winnerBoardEndpoint, {
          params: {
            gameCategory: WINNER_BOARD_GAME_CATEGORY,
            language: this.language,
            limitNum: WINNER_BOARD_LIMIT,
          },
          headers: this.headers,
        }),
      (board) => {
        this.columns = board.columns;
        this.records = board.list.slice(0, WINNER_BOARD_LIMIT);
      },
    );
  }

  /** A record's value of a column as shown: money formatted, times with dayjs, anything else as text. */
  cell(record: WinnerRecord, column: WinnerColumn): string {
    const value = record.vo[column.key];
    if (value === null || value === undefined || value === '') return '-';
    if (column.type === 'money') return formatMoney(value);
    if (column.type === 'datetime') {
      const time = dayjs(typeof value === 'number' ? value : Number(value) || value);
      return time.isValid() ? time.format(TIME_FORMAT) : String(value);
    }
    return String(value);
  }
}
