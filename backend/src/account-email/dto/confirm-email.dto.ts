import { PickType } from '@nestjs/swagger';
import { ResetPasswordDto } from './reset-password.dto';

export class ConfirmEmailDto extends PickType(ResetPasswordDto, ['token'] as const) {}
