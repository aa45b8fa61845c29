import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, Matches, Max, Min, ValidateIf } from 'class-validator';
import { MAX_PAY_AMOUNT, PAY_UNITS, type PayUnit } from '../pay/job-pay';
import { Omittable } from '../../common/omittable';

/**
 * A job's pay range (docs/product.md#pay-and-workplace): either bound may be missing, not both;
 * amounts in the currency's units, to the cent.
 */
export class PayRangeDto {
  @ApiProperty({ type: Number, nullable: true, example: 60000 })
  @ValidateIf((_o, v) => v !== null)
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0.01)
  @Max(MAX_PAY_AMOUNT)
  min: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 75000 })
  @ValidateIf((_o, v) => v !== null)
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0.01)
  @Max(MAX_PAY_AMOUNT)
  max: number | null;

  @ApiPropertyOptional({ description: 'ISO 4217 code', default: 'USD', example: 'USD' })
  @Omittable()
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be a three-letter ISO 4217 code such as USD' })
  currency: string;

  @ApiProperty({ enum: PAY_UNITS, enumName: 'PayUnit', example: 'year' })
  @IsIn(PAY_UNITS, { message: `unit must be one of: ${PAY_UNITS.join(', ')}` })
  unit: PayUnit;
}

/** Makes nested pay validate as a PayRangeDto. */
export const AsPayRange = () => Type(() => PayRangeDto);
