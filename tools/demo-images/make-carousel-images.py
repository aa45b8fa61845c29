"""Draws the three demo carousel images the project ships (backend/assets/demo/).

Abstract football graphics made for this project: a floodlit field, a playbook and a ball.
Run with Python 3 and Pillow (Debian: python3-pil); the output is committed, so this only needs
running to change the pictures:  python3 tools/demo-images/make-carousel-images.py
"""
import math
import os
import random

from PIL import Image, ImageDraw, ImageFilter, ImageFont

W, H = 1536, 1024  # the recommended 3:2 carousel size (docs/product.md#limits)
S = 2  # drawn at twice the size, then scaled down: smooth edges
OUT = os.path.join(os.path.dirname(__file__), '..', '..', 'backend', 'assets', 'demo')


def font(size):
    for path in ('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',):
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    return ImageFont.load_default()


def vertical_gradient(size, top, bottom):
    w, h = size
    img = Image.new('RGB', size)
    d = ImageDraw.Draw(img)
    for y in range(h):
        t = y / (h - 1)
        d.line([(0, y), (w, y)], fill=tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)))
    return img


def floodlit_field():
    w, h = W * S, H * S
    img = vertical_gradient((w, h), (6, 12, 28), (14, 40, 70))
    glow = Image.new('L', (w, h), 0)
    g = ImageDraw.Draw(glow)
    for x in (w * 0.12, w * 0.88):
        g.ellipse([x - 260 * S, 60 * S, x + 260 * S, 480 * S], fill=170)
    glow = glow.filter(ImageFilter.GaussianBlur(90 * S))
    img = Image.composite(Image.new('RGB', (w, h), (255, 244, 214)), img, glow)
    d = ImageDraw.Draw(img)
    for x in (w * 0.12, w * 0.88):  # light towers
        for i in range(4):
            for j in range(3):
                cx, cy = x - 60 * S + i * 40 * S, 230 * S + j * 34 * S
                d.ellipse([cx - 12 * S, cy - 12 * S, cx + 12 * S, cy + 12 * S], fill=(255, 253, 240))
    horizon, bottom = int(h * 0.46), h
    # the field, in perspective: stripes of two greens between converging side lines
    def x_at(u, y):  # u in [0, 1] across the field, at height y
        t = (y - horizon) / (bottom - horizon)
        half = (0.28 + 0.9 * t) * w / 2
        return w / 2 + (u - 0.5) * 2 * half
    rows = 12
    for k in range(rows):
        y0 = horizon + (bottom - horizon) * (k / rows) ** 1.6
        y1 = horizon + (bottom - horizon) * ((k + 1) / rows) ** 1.6
        color = (34, 120, 58) if k % 2 else (40, 136, 66)
        d.polygon([(x_at(0, y0), y0), (x_at(1, y0), y0), (x_at(1, y1), y1), (x_at(0, y1), y1)], fill=color)
        d.line([(x_at(0, y0), y0), (x_at(1, y0), y0)], fill=(235, 245, 235), width=max(2, int(2 * S * (1 + k / 3))))
    d.line([(x_at(0, horizon), horizon), (x_at(0, bottom), bottom)], fill=(240, 248, 240), width=5 * S)
    d.line([(x_at(1, horizon), horizon), (x_at(1, bottom), bottom)], fill=(240, 248, 240), width=5 * S)
    # hash marks
    for k in range(1, rows * 2):
        y = horizon + (bottom - horizon) * (k / (rows * 2)) ** 1.6
        for u in (0.36, 0.64):
            x = x_at(u, y)
            d.line([(x - 8 * S * (y / h), y), (x + 8 * S * (y / h), y)], fill=(230, 240, 230), width=2 * S)
    return img.resize((W, H), Image.LANCZOS)


def playbook():
    w, h = W * S, H * S
    img = vertical_gradient((w, h), (17, 38, 52), (9, 22, 34))
    d = ImageDraw.Draw(img)
    rnd = random.Random(7)
    for _ in range(900):  # chalk dust
        x, y = rnd.randrange(w), rnd.randrange(h)
        r = rnd.choice((1, 1, 2)) * S
        d.ellipse([x - r, y - r, x + r, y + r], fill=(40, 66, 82))
    chalk, accent = (236, 240, 232), (255, 196, 64)
    los = h * 0.58
    d.line([(w * 0.08, los), (w * 0.92, los)], fill=(120, 150, 165), width=3 * S)
    o_positions = [(0.5, 0.64), (0.44, 0.64), (0.56, 0.64), (0.38, 0.64), (0.62, 0.64),
                   (0.5, 0.74), (0.5, 0.84), (0.16, 0.64), (0.84, 0.66), (0.7, 0.68), (0.3, 0.68)]
    for u, v in o_positions:
        cx, cy, r = u * w, v * h, 26 * S
        d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=chalk, width=6 * S)
    x_positions = [(0.44, 0.5), (0.5, 0.5), (0.56, 0.5), (0.38, 0.46), (0.62, 0.46),
                   (0.5, 0.36), (0.3, 0.38), (0.7, 0.38), (0.18, 0.3), (0.82, 0.3), (0.5, 0.18)]
    for u, v in x_positions:
        cx, cy, r = u * w, v * h, 24 * S
        d.line([(cx - r, cy - r), (cx + r, cy + r)], fill=chalk, width=7 * S)
        d.line([(cx - r, cy + r), (cx + r, cy - r)], fill=chalk, width=7 * S)

    def route(points, color):
        pts = []
        for i in range(len(points) - 1):
            (x0, y0), (x1, y1) = points[i], points[i + 1]
            for s in range(20):
                t = s / 20
                pts.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
        pts.append(points[-1])
        d.line([(x * w, y * h) for x, y in pts], fill=color, width=8 * S, joint='curve')
        (xa, ya), (xb, yb) = points[-2], points[-1]
        ang = math.atan2((yb - ya) * h, (xb - xa) * w)
        tip = (xb * w, yb * h)
        for side in (-1, 1):
            a = ang + math.pi + side * 0.45
            d.line([tip, (tip[0] + 46 * S * math.cos(a), tip[1] + 46 * S * math.sin(a))], fill=color, width=8 * S)

    route([(0.16, 0.6), (0.16, 0.3), (0.28, 0.18)], accent)
    route([(0.84, 0.62), (0.84, 0.42), (0.7, 0.42)], chalk)
    route([(0.7, 0.65), (0.7, 0.5), (0.58, 0.28)], accent)
    route([(0.3, 0.65), (0.36, 0.52), (0.48, 0.46)], chalk)
    route([(0.5, 0.8), (0.62, 0.78), (0.66, 0.7)], chalk)
    return img.resize((W, H), Image.LANCZOS)


def ball():
    w, h = W * S, H * S
    img = Image.new('RGB', (w, h), (18, 26, 48))
    d = ImageDraw.Draw(img)
    colors = [(26, 44, 84), (200, 56, 44), (236, 236, 228), (26, 44, 84), (244, 178, 52)]
    band = w // 5
    for i, c in enumerate(colors):  # diagonal team-colour bands
        x = -h + i * band * 1.6
        d.polygon([(x, h), (x + band, h), (x + band + h, 0), (x + h, 0)], fill=c)
    img = img.filter(ImageFilter.GaussianBlur(3 * S))
    shade = Image.new('RGBA', (w, h), (8, 14, 30, 120))
    img = Image.alpha_composite(img.convert('RGBA'), shade)
    layer = Image.new('RGBA', (w, h), (0, 0, 0, 0))
    ld = ImageDraw.Draw(layer)
    cx, cy, rx, ry = w / 2, h / 2, 520 * S, 300 * S
    shadow = Image.new('RGBA', (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(shadow).ellipse([cx - rx + 40 * S, cy - ry + 60 * S, cx + rx + 40 * S, cy + ry + 60 * S], fill=(0, 0, 0, 150))
    img = Image.alpha_composite(img, shadow.filter(ImageFilter.GaussianBlur(30 * S)))
    ld.ellipse([cx - rx, cy - ry, cx + rx, cy + ry], fill=(122, 60, 30, 255))
    hl = Image.new('RGBA', (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(hl).ellipse([cx - rx * 0.7, cy - ry * 0.85, cx + rx * 0.3, cy - ry * 0.1], fill=(255, 220, 180, 70))
    layer = Image.alpha_composite(layer, hl.filter(ImageFilter.GaussianBlur(40 * S)))
    ld = ImageDraw.Draw(layer)
    stripes = Image.new('RGBA', (w, h), (0, 0, 0, 0))
    sd = ImageDraw.Draw(stripes)
    for side, (start, end) in ((-1, (90, 270)), (1, (270, 450))):  # curved bands near the tips
        x = cx + side * rx * 0.58
        sd.arc([x - 90 * S, cy - ry * 1.3, x + 90 * S, cy + ry * 1.3], start, end, fill=(245, 240, 230, 255), width=22 * S)
    mask = Image.new('L', (w, h), 0)
    ImageDraw.Draw(mask).ellipse([cx - rx, cy - ry, cx + rx, cy + ry], fill=255)
    layer.paste(stripes, (0, 0), Image.composite(stripes.getchannel('A'), Image.new('L', (w, h), 0), mask))
    ld = ImageDraw.Draw(layer)
    ld.line([(cx - 190 * S, cy - 40 * S), (cx + 190 * S, cy - 40 * S)], fill=(245, 240, 230, 255), width=14 * S)
    for i in range(8):  # laces
        x = cx - 165 * S + i * 47 * S
        ld.line([(x, cy - 78 * S), (x, cy - 2 * S)], fill=(245, 240, 230, 255), width=14 * S)
    img = Image.alpha_composite(img, layer)
    return img.convert('RGB').resize((W, H), Image.LANCZOS)


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, draw in (('floodlit-field', floodlit_field), ('playbook', playbook), ('game-ball', ball)):
        path = os.path.join(OUT, f'carousel-{name}.webp')
        draw().save(path, 'WEBP', quality=78, method=6)
        print(path, os.path.getsize(path), 'bytes')


if __name__ == '__main__':
    main()
