import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { FieldValidationPipe, validateDto } from './validate-dto';

class Player {
  @IsString()
  @MinLength(1, { message: 'name is required' })
  @MaxLength(20)
  name: string;

  @IsInt()
  @Max(99)
  number: number;
}

class Roster {
  @ValidateNested({ each: true })
  @Type(() => Player)
  players: Player[];
}

async function pipeMessages(body: unknown): Promise<string[]> {
  const pipe = new FieldValidationPipe({ whitelist: true, transform: true });
  try {
    await pipe.transform(body, { type: 'body', metatype: Roster });
  } catch (error) {
    return ((error as BadRequestException).getResponse() as { message: string[] }).message;
  }
  throw new Error('the body passed');
}

describe('validation messages', () => {
  it('tells a nested value of the wrong type its type, without its size or range rules', async () => {
    expect(await pipeMessages({ players: [{ name: null, number: 'ten' }] })).toEqual([
      'players.0.name is required',
      'players.0.name must be a string',
      'players.0.number must be an integer number',
    ]);
  });

  it('keeps the size and range rules of a value of the right type', async () => {
    expect(await pipeMessages({ players: [{ name: 'x'.repeat(21), number: 100 }] })).toEqual([
      'players.0.name must be shorter than or equal to 20 characters',
      'players.0.number must not be greater than 99',
    ]);
  });

  it('gives the guards the same messages', async () => {
    await expect(validateDto(Player, { name: 42, number: 7 })).rejects.toMatchObject({
      response: { message: ['name is required', 'name must be a string'] },
    });
  });
});
