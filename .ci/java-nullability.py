#!/usr/bin/env python3
"""Counts the nullability annotations Kotlin reads (org.jetbrains.annotations.NotNull / Nullable)
on the public API of compiled classes: every reference-typed return, parameter and field of a
public or protected member of a public class. Read from the class files themselves.

Left out, and printed as such: type variables (a generic's nullability is its caller's), enum
constants and an enum's implicit values()/valueOf (Kotlin knows them), synthetic members, and the
packages given with --exclude (generated-only helpers, tools).

usage: .ci/java-nullability.py CLASSES [--exclude PACKAGE ...] [--require]
With --require, exits 1 naming every slot left unannotated."""
import argparse, os, struct, sys

ANNOTATIONS = {"Lorg/jetbrains/annotations/NotNull;", "Lorg/jetbrains/annotations/Nullable;"}
PUBLIC, PROTECTED, STATIC, SYNTHETIC, BRIDGE, ENUM = 0x1, 0x4, 0x8, 0x1000, 0x40, 0x4000


class ClassFile:
    def __init__(self, data):
        self.data, self.at = data, 8
        count = self.u2()
        self.pool = [None] * count
        i = 1
        while i < count:
            tag = self.u1()
            if tag == 1:
                length = self.u2()
                self.pool[i] = self.data[self.at:self.at + length].decode("utf-8", "replace")
                self.at += length
            elif tag in (3, 4):
                self.at += 4
            elif tag in (5, 6):
                self.at += 8
                i += 1
            elif tag in (7, 8, 16, 19, 20):
                self.pool[i] = ("ref", self.u2())
            elif tag in (9, 10, 11, 12, 17, 18):
                self.at += 4
            elif tag == 15:
                self.at += 3
            else:
                raise ValueError("constant tag %d" % tag)
            i += 1
        self.access = self.u2()
        self.name = self.pool[self.pool[self.u2()][1]]
        self.u2()
        interfaces = self.u2()
        self.at += 2 * interfaces
        self.fields = [self.member() for _ in range(self.u2())]
        self.methods = [self.member() for _ in range(self.u2())]
        self.attributes = self.attributes_list()

    def u1(self):
        self.at += 1
        return self.data[self.at - 1]

    def u2(self):
        self.at += 2
        return struct.unpack(">H", self.data[self.at - 2:self.at])[0]

    def u4(self):
        self.at += 4
        return struct.unpack(">I", self.data[self.at - 4:self.at])[0]

    def attributes_list(self):
        attributes = {}
        for _ in range(self.u2()):
            name = self.pool[self.u2()]
            length = self.u4()
            attributes[name] = self.data[self.at:self.at + length]
            self.at += length
        return attributes

    def member(self):
        access, name, descriptor = self.u2(), self.pool[self.u2()], self.pool[self.u2()]
        return access, name, descriptor, self.attributes_list()

    def utf8(self, index):
        return self.pool[index]


def annotation_types(cls, blob):
    """The type names of a RuntimeInvisible/VisibleAnnotations attribute."""
    names, at = [], 2
    for _ in range(struct.unpack(">H", blob[0:2])[0]):
        names.append(cls.utf8(struct.unpack(">H", blob[at:at + 2])[0]))
        at = skip_annotation(blob, at)
    return names


def skip_annotation(blob, at):
    pairs = struct.unpack(">H", blob[at + 2:at + 4])[0]
    at += 4
    for _ in range(pairs):
        at = skip_element(blob, at + 2)
    return at


def skip_element(blob, at):
    tag = chr(blob[at])
    at += 1
    if tag in "BCDFIJSZsc":
        return at + 2
    if tag == "e":
        return at + 4
    if tag == "@":
        return skip_annotation(blob, at)
    if tag == "[":
        count = struct.unpack(">H", blob[at:at + 2])[0]
        at += 2
        for _ in range(count):
            at = skip_element(blob, at)
        return at
    raise ValueError(tag)


def parameter_annotations(cls, blob):
    result, at = [], 1
    for _ in range(blob[0]):
        names = []
        count = struct.unpack(">H", blob[at:at + 2])[0]
        at += 2
        for _ in range(count):
            names.append(cls.utf8(struct.unpack(">H", blob[at:at + 2])[0]))
            at = skip_annotation(blob, at)
        result.append(names)
    return result


def split_types(text):
    """The types of a descriptor or signature's parameter list, each as written."""
    types, i = [], 0
    while i < len(text):
        start = i
        while text[i] == "[":
            i += 1
        if text[i] in "LT":
            depth = 0
            while True:
                if text[i] == "<":
                    depth += 1
                elif text[i] == ">":
                    depth -= 1
                elif text[i] == ";" and depth == 0:
                    break
                i += 1
        i += 1
        types.append(text[start:i])
    return types


def signature(cls, attributes):
    blob = attributes.get("Signature")
    return cls.utf8(struct.unpack(">H", blob)[0]) if blob else None


def method_types(descriptor, generic):
    text = generic or descriptor
    if text.startswith("<"):  # type parameters
        depth, i = 0, 0
        while True:
            depth += {"<": 1, ">": -1}.get(text[i], 0)
            i += 1
            if depth == 0:
                break
        text = text[i:]
    params, rest = text[1:].split(")", 1)
    returned = rest.split("^", 1)[0]
    return split_types(params), returned


def is_reference(type_text):
    return type_text[:1] in ("L", "[")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("classes")
    parser.add_argument("--exclude", action="append", default=[])
    parser.add_argument("--require", action="store_true")
    options = parser.parse_args()
    total = annotated = left_out = 0
    missing = []
    for folder, _, names in os.walk(options.classes):
        for file in sorted(names):
            if not file.endswith(".class"):
                continue
            cls = ClassFile(open(os.path.join(folder, file), "rb").read())
            if any(cls.name.startswith(package.rstrip("/") + "/") for package in options.exclude):
                continue
            if not class_is_public(cls):
                continue
            is_enum = bool(cls.access & ENUM)
            for access, name, descriptor, attributes in cls.fields:
                if not access & (PUBLIC | PROTECTED) or access & SYNTHETIC:
                    continue
                if access & ENUM or not is_reference(descriptor):
                    left_out += access & ENUM != 0
                    continue
                generic = signature(cls, attributes)
                if generic and generic.startswith("T"):
                    left_out += 1
                    continue
                total += 1
                names_found = sum((annotation_types(cls, attributes[a]) for a in ("RuntimeInvisibleAnnotations", "RuntimeVisibleAnnotations") if a in attributes), [])
                if ANNOTATIONS & set(names_found):
                    annotated += 1
                else:
                    missing.append("%s.%s (field)" % (cls.name, name))
            for access, name, descriptor, attributes in cls.methods:
                if not access & (PUBLIC | PROTECTED) or access & (SYNTHETIC | BRIDGE) or name == "<clinit>":
                    continue
                if is_enum and name in ("values", "valueOf") and access & STATIC:
                    left_out += 1
                    continue
                params, returned = method_types(descriptor, signature(cls, attributes))
                erased_params, _ = method_types(descriptor, None)
                declared = sum((annotation_types(cls, attributes[a]) for a in ("RuntimeInvisibleAnnotations", "RuntimeVisibleAnnotations") if a in attributes), [])
                per_parameter = []
                for a in ("RuntimeInvisibleParameterAnnotations", "RuntimeVisibleParameterAnnotations"):
                    if a in attributes:
                        found = parameter_annotations(cls, attributes[a])
                        per_parameter = [set(x) | set(y) for x, y in zip(found, per_parameter)] if per_parameter else [set(x) for x in found]
                # javac leaves synthetic leading parameters (an inner class's outer instance) out of the table.
                offset = len(erased_params) - len(per_parameter) if per_parameter else 0
                if name != "<init>" and is_reference(returned):
                    if returned.startswith("T"):
                        left_out += 1
                    else:
                        total += 1
                        if ANNOTATIONS & set(declared):
                            annotated += 1
                        else:
                            missing.append("%s.%s%s (return)" % (cls.name, name, descriptor))
                for index, parameter in enumerate(params):
                    if not is_reference(parameter):
                        continue
                    if parameter.startswith("T"):
                        left_out += 1
                        continue
                    total += 1
                    table = index - offset
                    if 0 <= table < len(per_parameter) and ANNOTATIONS & per_parameter[table]:
                        annotated += 1
                    else:
                        missing.append("%s.%s%s (parameter %d)" % (cls.name, name, descriptor, index + 1))
    print("%d of %d reference types of the public API annotated (%.1f %%); %d left out (type variables, enum constants and implicit members)"
          % (annotated, total, 100.0 * annotated / max(total, 1), left_out))
    if options.require:
        for slot in missing:
            print("  not annotated: " + slot)
        return 1 if missing else 0
    return 0


def class_is_public(cls):
    if not cls.access & PUBLIC:
        return False
    blob = cls.attributes.get("InnerClasses")
    if not blob:
        return True
    for i in range(struct.unpack(">H", blob[0:2])[0]):
        inner, _, _, flags = struct.unpack(">HHHH", blob[2 + 8 * i:10 + 8 * i])
        if inner and cls.pool[cls.pool[inner][1]] == cls.name:
            return bool(flags & (PUBLIC | PROTECTED))
    return True


if __name__ == "__main__":
    sys.exit(main())
