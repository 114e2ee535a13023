/** Texts of the create-project dialog (spec §2 Create-project dialog). */
export const CREATE_PROJECT_STRINGS = {
  title: 'Create New Project',
  fields: {
    title: 'Project Title',
    clientName: 'Client Name',
    clientType: 'Client Type',
    type: 'Project Type',
    urgency: 'Urgency',
    location: 'Location',
    area: 'Area (m²)',
    budget: 'Budget (ZAR)',
    dueDate: 'Due Date',
    description: 'Description',
  },
  create: 'Create',
  createAnyway: 'Create anyway',
  cancel: 'Cancel',
  failed: 'Failed to create project',
} as const;
