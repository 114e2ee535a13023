/** Query keys of the Weekly Plan feature; only these files make them. */
export const weeklyPlanKeys = {
  all: ['weekly-plan'] as const,
  plan: (name: string) => ['weekly-plan', 'plan', name] as const,
  subscription: ['weekly-plan', 'subscription'] as const,
  appointments: (start: string) => ['weekly-plan', 'appointments', start] as const,
  crewTemplates: ['weekly-plan', 'crew-templates'] as const,
};
