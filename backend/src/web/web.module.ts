import { Module } from '@nestjs/common';
import { ShellHtmlService } from './shell-html.service';

@Module({ providers: [ShellHtmlService], exports: [ShellHtmlService] })
export class WebModule {}
