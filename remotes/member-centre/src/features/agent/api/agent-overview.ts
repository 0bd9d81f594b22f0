import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const AgentOverviewSchema = z.object({
  teamSize: z.number(),
  directMembers: z.number(),
  directAgents: z.number(),
  newMembersToday: z.number(),
  teamBalance: z.string(),
  teamBet30d: z.string(),
  teamProfit30d: z.string(),
  income30d: z.string(),
  affiliateCode: z.string(),
});

/** The agent centre's overview figures (team, money of the last 30 days, the agent's affiliate code). */
export type AgentOverview = z.infer<typeof AgentOverviewSchema>;

/** GET the agent overview (auth, agents). */
export const getAgentOverview = defineEndpoint<AgentOverview>({
  id: 'member-centre.agentOverview',
  ...PATHS.agentOverview,
  schema: AgentOverviewSchema,
});
