import { Module } from '@nestjs/common';
import { CardImageController } from './card-image.controller';
import { CardImageService } from './card-image.service';
import { CardImageStore } from './card-image.store';

@Module({
  controllers: [CardImageController],
  providers: [CardImageService, CardImageStore],
  exports: [CardImageService],
})
export class CardImageModule {}
