export * from './class-policy';
export * from './family-policy';
export * from './staff-policy';
export * from './exam-policy';
