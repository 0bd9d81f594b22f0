import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A member-centre page: a lazy chunk whose module default-exports the page component (no props). */
export type MemberPage = LazyExoticComponent<ComponentType>;

/**
 * The pages of the member and agent centres, by menu entry key (constants.ts MEMBER_MENU / AGENT_MENU). The routes
 * and the menu both read this table: an entry here makes its menu item appear (when its flag and rule allow) and its
 * path route to the page; an item without an entry is not shown and its path keeps the not-available page.
 * Each page is its own chunk, so the first route stays small. To add a page, add ONE line here.
 */
export const PAGES: Readonly<Partial<Record<string, MemberPage>>> = {
  // Every page loads on a menu click (the first route is the overview): `on-demand-` chunks
  // (scripts/check-budgets.mjs), outside the first route's budget.
  menu_account_security: lazy(
    () =>
      import(/* webpackChunkName: "on-demand-mc-security" */ './features/security/components/security-page'),
  ),
  menu_wallet: lazy(
    () =>
      import(/* webpackChunkName: "on-demand-mc-transfer" */ './features/transfer/components/transfer-page'),
  ),
  menu_deposit: lazy(
    () => import(/* webpackChunkName: "on-demand-mc-deposit" */ './features/deposit/components/deposit-page'),
  ),
  menu_withdrawal: lazy(
    () =>
      import(/* webpackChunkName: "on-demand-mc-withdraw" */ './features/withdraw/components/withdraw-page'),
  ),
  menu_agent_announcement: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-announcements" */ './features/inbox/components/announcements-page'
      ),
  ),
  menu_platform_messages: lazy(
    () => import(/* webpackChunkName: "on-demand-mc-inbox" */ './features/inbox/components/inbox-page'),
  ),
  menu_bet_record: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-bet-record" */ './features/records/components/bet-record-page'
      ),
  ),
  menu_account_record: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-account-record" */ './features/records/components/account-record-page'
      ),
  ),
  menu_personal_loss: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-personal-loss" */ './features/records/components/personal-loss-page'
      ),
  ),
  menu_bonus_details: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-bonus-details" */ './features/records/components/bonus-details-page'
      ),
  ),
  menu_transfer_to_upline: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-upline-transfer" */ './features/upline/components/upline-transfer-page'
      ),
  ),
  menu_reward_centre: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-reward-centre" */ './features/rewards/components/reward-centre-page'
      ),
  ),
  menu_invite_friends: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-invite-friends" */ './features/invite/components/invite-friends-page'
      ),
  ),
  menu_mission_activity: lazy(
    () => import(/* webpackChunkName: "on-demand-mc-mission" */ './features/mission/components/mission-page'),
  ),
  menu_manual_rebate: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-manual-rebate" */ './features/rebate/components/manual-rebate-page'
      ),
  ),
  menu_responsible_gaming: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-limits" */ './features/responsible-gaming/components/limits-page'
      ),
  ),
  menu_agent_overview: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-agent-overview" */ './features/agent/components/agent-overview-page'
      ),
  ),
  menu_agent_register_centre: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-agent-register" */ './features/agent/components/agent-register-page'
      ),
  ),
  menu_agent_team_management: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-team-management" */ './features/agent/components/team-management-page'
      ),
  ),
  menu_agent_team_betting: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-team-betting" */ './features/agent/components/team-betting-page'
      ),
  ),
  menu_agent_team_loss: lazy(
    () =>
      import(/* webpackChunkName: "on-demand-mc-team-loss" */ './features/agent/components/team-loss-page'),
  ),
  menu_agent_income: lazy(
    () => import(/* webpackChunkName: "on-demand-mc-income" */ './features/agent/components/income-page'),
  ),
  menu_agent_account_details: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-account-details" */ './features/agent/components/account-details-page'
      ),
  ),
  menu_agent_red_envelope: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-red-envelope" */ './features/agent/components/red-envelope-page'
      ),
  ),
  menu_agent_dividend: lazy(
    () => import(/* webpackChunkName: "on-demand-mc-dividend" */ './features/agent/components/dividend-page'),
  ),
  menu_agent_daily_salary: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-daily-salary" */ './features/agent/components/daily-salary-page'
      ),
  ),
  menu_agent_hourly_salary: lazy(
    () =>
      import(
        /* webpackChunkName: "on-demand-mc-hourly-salary" */ './features/agent/components/hourly-salary-page'
      ),
  ),
  // e.g. menu_bet_record: lazy(() => import('./features/bet-record/components/bet-record-page')),
};
