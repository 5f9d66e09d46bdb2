import { card, countsBy, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// Column names and values shortened the way database schemas shorten them (EMP_FNAME, EMP_DOB,
// EMP_HIREDATE, a job code PROF), asked in full words; a column of years not named "year".
const STAFF = [
  'EMP_NUM,EMP_LNAME,EMP_FNAME,EMP_INITIAL,EMP_JOBCODE,EMP_HIREDATE,EMP_DOB',
  '100,Worley,James,A,CUST,1978-02-23,1950-06-12',
  '101,Ramso,Henry,B,PROF,1994-11-15,1961-11-02',
  '102,Edwards,Rosemary,D,PROF,1990-07-23,1953-07-03',
  '103,Donelly,Ronald,O,PROF,1994-07-01,1952-09-17',
  '104,Yenkins,Ronald,K,PROF,1983-08-01,1950-02-12',
  '105,Smith,Anne,A,TECH,1998-01-05,1975-04-21',
].join('\n');

const STUDENTS = [
  'STU_NUM,STU_LNAME,STU_FNAME,STU_GPA',
  '1,Smith,John,2.1',
  '2,Smith,Anne,3.9',
  '3,Brown,Walter,3.1',
  '4,Jones,Gerald,2.5',
].join('\n');

const DEPARTMENTS = [
  'Department_ID,Name,Creation,Budget_in_Billions',
  '1,State,1789,9.96',
  '2,Treasury,1789,11.1',
  '3,Interior,1849,10.7',
  '4,Labor,1913,59.7',
].join('\n');

describe('column names and codes shortened as schemas shorten them', () => {
  let staff: DataSource;
  let students: DataSource;
  let departments: DataSource;
  beforeAll(async () => {
    staff = await openWrittenFile('employee.csv', STAFF);
    students = await openWrittenFile('student.csv', STUDENTS);
    departments = await openWrittenFile('department.csv', DEPARTMENTS);
  });
  afterAll(() => [staff, students, departments].forEach((s) => s.close()));

  it('reads "first name" as FNAME, a code by its dictionary word ("professors" of PROF), and a sentence’s capital "A" as the article', async () => {
    const answer = card(
      await ask(staff, {
        phrase:
          'A bar chart for the number of the first names of all employees that are professors',
      }),
    );
    expect(countsBy(answer)).toEqual({ Ronald: 2, Henry: 1, Rosemary: 1 });
  });

  it('reads "date of birth" as DOB by its initials and a glued "hiredate" as "hire date"', async () => {
    const byBirth = card(await ask(staff, { phrase: 'how many employees by date of birth' }));
    expect(Object.keys(countsBy(byBirth))).toHaveLength(6);
    expect(byBirth.columns.some((c) => c.key === 'EMP_DOB')).toBe(true);
    const byHire = card(await ask(staff, { phrase: 'number of employees by hire date' }));
    expect(byHire.columns.some((c) => c.key === 'EMP_HIREDATE')).toBe(true);
    const byLast = card(await ask(staff, { phrase: 'how many employees by last name' }));
    expect(byLast.columns.some((c) => c.key === 'EMP_LNAME')).toBe(true);
    // Initials that spell nothing of the data ("place of birth") are named back.
    expect(
      prompt(await ask(staff, { phrase: 'how many employees by place of birth' })).title,
    ).toMatch(/birth/);
  });

  it('names each ranked student by the column said after them ("each student by first name")', async () => {
    const answer = card(
      await ask(students, {
        phrase: 'the gpa of the top 2 students with highest gpa, each student by first name',
      }),
    );
    expect(countsBy(answer)).toEqual({ Anne: 3.9, Walter: 3.1 });
  });

  it('breaks down by a column of years not named year when "each year" is asked by it', async () => {
    const answer = card(
      await ask(departments, {
        phrase: 'How many departments are built in each year? Group by creation in a line chart.',
      }),
    );
    expect(countsBy(answer)).toEqual({ '1789': 2, '1849': 1, '1913': 1 });
    // With no such column said, "each year" still says the file has no dates.
    expect(
      prompt(await ask(departments, { phrase: 'How many departments each year?' })).title,
    ).toMatch(/no date column/);
  });

  it('draws a measure along a column said after "over the"', async () => {
    const answer = card(
      await ask(departments, {
        phrase: 'the trend of sum budget in billions over the creation with a line chart',
      }),
    );
    const budgets = countsBy(answer);
    expect(Object.keys(budgets)).toEqual(['1789', '1849', '1913']);
    expect(budgets['1789']).toBeCloseTo(21.06);
  });
});
