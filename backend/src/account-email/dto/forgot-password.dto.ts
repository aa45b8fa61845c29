import { PickType } from '@nestjs/swagger';
import { LoginDto } from '../../auth/dto/login.dto';

/** The address to send a reset link to (validated and normalised like at sign-in). */
export class ForgotPasswordDto extends PickType(LoginDto, ['email'] as const) {}
