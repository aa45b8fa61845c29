import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UserDto } from '../users/dto/user.dto';
import { Public } from './access.decorators';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { AuthThrottlerGuard } from './auth-throttler.guard';
import { LocalAuthGuard } from './local-auth.guard';
import { SessionCookie } from './session-cookie';
import { CurrentUser, SessionUser } from './session-user';

const SESSION_COOKIE_SET = {
  'Set-Cookie': {
    description:
      'The session cookie: `sid=…; Path=/; HttpOnly; SameSite=Lax` (and `Secure` in production)',
    schema: { type: 'string' },
  },
};

@ApiTags('session')
@Public()
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessionCookie: SessionCookie,
  ) {}

  @Get('user')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  currentUser(@CurrentUser() user: SessionUser | undefined): UserDto {
    if (!user) throw new UnauthorizedException('Not signed in');
    return UserDto.from(user);
  }

  @Post('register')
  @UseGuards(AuthThrottlerGuard)
  @ApiOperation({ summary: 'Create an account and sign in (isAdmin in the body is ignored)' })
  @ApiCreatedResponse({
    type: UserDto,
    description: 'Created and signed in',
    headers: SESSION_COOKIE_SET,
  })
  @ApiBadRequestResponse({ description: 'Invalid fields, or the terms were not accepted' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this IP or for this email; see Retry-After',
  })
  async register(@Body() dto: RegisterDto, @Req() req: Request): Promise<UserDto> {
    const user = await this.auth.register(dto);
    const sessionUser = UserDto.from(user);
    await this.sessionCookie.start(req, sessionUser);
    return sessionUser;
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(AuthThrottlerGuard, LocalAuthGuard)
  @ApiOperation({
    summary: 'Sign in; sets the sid session cookie',
    description:
      'Answers the user and starts a new session (a cookie sent before is dead). In Swagger UI, ' +
      '"Try it out" here signs this browser in for the calls tried afterwards. Anyone may call this.',
  })
  @ApiOkResponse({ type: UserDto, description: 'Signed in', headers: SESSION_COOKIE_SET })
  @ApiBadRequestResponse({ description: 'Invalid email or too short password' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this IP or for this email; see Retry-After',
  })
  login(@Body() _dto: LoginDto, @CurrentUser() user: SessionUser): UserDto {
    return UserDto.from(user);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out: the session is destroyed' })
  @ApiNoContentResponse({
    description: 'Signed out (also when no one was signed in)',
    headers: {
      'Set-Cookie': {
        description: 'Clears the `sid` cookie (expired, empty value)',
        schema: { type: 'string' },
      },
    },
  })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessionCookie.end(req, res);
  }
}
