import { loadJobsConfig } from '#jobs/jobs-config';

describe('the job settings', () => {
  it('run the workers in the server by default, at the polling interval of the database', () => {
    expect(loadJobsConfig({})).toEqual({ workers: true, pollingIntervalSeconds: undefined });
  });

  it('let an API replica only enqueue and set the polling interval', () => {
    expect(loadJobsConfig({ JOB_WORKERS: '0', JOB_POLLING_SECONDS: '5' })).toEqual({ workers: false, pollingIntervalSeconds: 5 });
    expect(loadJobsConfig({ JOB_SUPERVISE_SECONDS: '2' })).toEqual({
      workers: true,
      pollingIntervalSeconds: undefined,
      superviseIntervalSeconds: 2,
    });
  });

  it('refuse what they cannot read, naming the variable', () => {
    expect(() => loadJobsConfig({ JOB_WORKERS: 'yes' })).toThrow(
      'JOB_WORKERS must be 1 (run the workers in this process) or 0 (only enqueue), got "yes"',
    );
    expect(() => loadJobsConfig({ JOB_POLLING_SECONDS: '0.1' })).toThrow(
      'JOB_POLLING_SECONDS must be a whole number of seconds, 1 or more, got "0.1"',
    );
  });
});
