# bench-count-size: 24
# Float arithmetic with small objects: a ray tracer. A vector class with
# operator methods, spheres and a plane, a point light with shadows, and
# recursive reflections; the image is reduced to a checksum of its quantized
# pixels. The size is the image's width and height in pixels.
import sys


class Vec:
    __slots__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y, self.z + other.z)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y, self.z - other.z)

    def __mul__(self, factor):
        return Vec(self.x * factor, self.y * factor, self.z * factor)

    def dot(self, other):
        return self.x * other.x + self.y * other.y + self.z * other.z

    def length(self):
        return self.dot(self) ** 0.5

    def normalized(self):
        return self * (1.0 / self.length())

    def scale(self, other):
        return Vec(self.x * other.x, self.y * other.y, self.z * other.z)


class Ray:
    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction.normalized()

    def at(self, distance):
        return self.origin + self.direction * distance


class Material:
    def __init__(self, color, diffuse, reflection):
        self.color = color
        self.diffuse = diffuse
        self.reflection = reflection

    def color_at(self, point):
        return self.color


class Checker(Material):
    def color_at(self, point):
        if (int(point.x // 1.0) + int(point.z // 1.0)) % 2 == 0:
            return self.color
        return Vec(0.1, 0.1, 0.1)


class Sphere:
    def __init__(self, center, radius, material):
        self.center = center
        self.radius = radius
        self.material = material

    def intersect(self, ray):
        offset = ray.origin - self.center
        b = offset.dot(ray.direction)
        c = offset.dot(offset) - self.radius * self.radius
        discriminant = b * b - c
        if discriminant < 0:
            return None
        root = discriminant ** 0.5
        distance = -b - root
        if distance > 1e-6:
            return distance
        distance = -b + root
        if distance > 1e-6:
            return distance
        return None

    def normal_at(self, point):
        return (point - self.center).normalized()


class Plane:
    def __init__(self, point, normal, material):
        self.point = point
        self.normal = normal.normalized()
        self.material = material

    def intersect(self, ray):
        denominator = ray.direction.dot(self.normal)
        if abs(denominator) < 1e-9:
            return None
        distance = (self.point - ray.origin).dot(self.normal) / denominator
        return distance if distance > 1e-6 else None

    def normal_at(self, point):
        return self.normal


class Scene:
    def __init__(self):
        self.objects = [
            Sphere(Vec(0.0, 1.0, 5.0), 1.0, Material(Vec(0.9, 0.2, 0.2), 0.7, 0.3)),
            Sphere(Vec(-2.0, 0.7, 6.0), 0.7, Material(Vec(0.2, 0.9, 0.2), 0.8, 0.2)),
            Sphere(Vec(2.0, 0.5, 4.0), 0.5, Material(Vec(0.2, 0.2, 0.9), 0.5, 0.5)),
            Sphere(Vec(0.5, 2.6, 7.0), 0.8, Material(Vec(0.9, 0.9, 0.2), 0.9, 0.1)),
            Plane(Vec(0.0, 0.0, 0.0), Vec(0.0, 1.0, 0.0), Checker(Vec(0.8, 0.8, 0.8), 0.9, 0.2)),
        ]
        self.light = Vec(-4.0, 6.0, -2.0)
        self.ambient = 0.1

    def nearest(self, ray):
        best, best_distance = None, None
        for obj in self.objects:
            distance = obj.intersect(ray)
            if distance is not None and (best_distance is None or distance < best_distance):
                best, best_distance = obj, distance
        return best, best_distance

    def in_shadow(self, point, to_light, light_distance):
        ray = Ray(point, to_light)
        for obj in self.objects:
            distance = obj.intersect(ray)
            if distance is not None and distance < light_distance:
                return True
        return False

    def trace(self, ray, depth):
        obj, distance = self.nearest(ray)
        if obj is None:
            return Vec(0.2, 0.3, 0.5) * (0.5 + 0.5 * ray.direction.y)
        point = ray.at(distance)
        normal = obj.normal_at(point)
        material = obj.material
        base = material.color_at(point)
        to_light = self.light - point
        light_distance = to_light.length()
        to_light = to_light * (1.0 / light_distance)
        brightness = self.ambient
        if not self.in_shadow(point, to_light, light_distance):
            brightness += material.diffuse * max(0.0, normal.dot(to_light))
        color = base * brightness
        if depth > 0 and material.reflection > 0:
            reflected = ray.direction - normal * (2 * ray.direction.dot(normal))
            bounce = self.trace(Ray(point, reflected), depth - 1)
            color = color * (1 - material.reflection) + bounce.scale(base) * material.reflection
        return color


def render(scene, width, height):
    eye = Vec(0.0, 1.5, -3.0)
    rows = []
    for j in range(height):
        row = []
        for i in range(width):
            x = (i + 0.5) / width * 2 - 1
            y = 1 - (j + 0.5) / height * 2
            color = scene.trace(Ray(eye, Vec(x, y, 1.5)), 3)
            row.append(tuple(min(255, int(c * 255)) for c in (color.x, color.y, color.z)))
        rows.append(row)
    return rows


def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 180
    image = render(Scene(), size, size)
    checksum = 0
    totals = [0, 0, 0]
    for row in image:
        for pixel in row:
            for channel in range(3):
                totals[channel] += pixel[channel]
            checksum = (checksum * 33 + pixel[0] * 65536 + pixel[1] * 256 + pixel[2]) % 4294967291
    print("raytrace", size, checksum, totals)


if __name__ == "__main__":
    main()
