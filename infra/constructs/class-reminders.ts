import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { areaFunction, type AreaDependencies } from './area-function';

// The class reminders (lambdas/learning/handlers/class-reminders.ts, decision 015): every 15 minutes,
// mails to confirmed learners the day before their batch starts and within the hour before each
// class. Each reminder is claimed in the table once, so a run that fails is simply the next
// run's to finish; its errors alarm like every Lambda's (infra/constructs/operations.ts).

export const classRemindersEvery = Duration.minutes(15);

export class ClassReminders extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, dependencies: AreaDependencies) {
    super(scope, id);
    this.fn = areaFunction(this, 'class-reminders', dependencies, Duration.seconds(60));
    new Rule(this, 'Schedule', {
      description: 'Mails learners before their batch starts and before each class (decision 015)',
      schedule: Schedule.rate(classRemindersEvery),
      targets: [new LambdaFunction(this.fn, { retryAttempts: 0 })],
    });
  }
}
