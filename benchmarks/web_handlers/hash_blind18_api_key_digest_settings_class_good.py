import hashlib
import secrets

from django.db import connection
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class DigestSettings:
    algorithm = "sha256"
    prefix_length = 8


class ApiKeyStore:
    def __init__(self, digest: type[DigestSettings]) -> None:
        self.digest = digest

    def fingerprint(self, secret: str) -> str:
        return hashlib.new(self.digest.algorithm, secret.encode()).hexdigest()

    def save(self, user_id: int, label: str, secret: str) -> None:
        with connection.cursor() as cursor:
            cursor.execute(
                "INSERT INTO api_keys (user_id, label, prefix, digest) VALUES (%s, %s, %s, %s)",
                [user_id, label, secret[: self.digest.prefix_length], self.fingerprint(secret)],
            )


class ApiKeySerializer(serializers.Serializer):
    label = serializers.CharField(max_length=64)


class ApiKeyView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        serializer = ApiKeySerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        secret = secrets.token_urlsafe(32)
        ApiKeyStore(DigestSettings).save(request.user.pk, serializer.validated_data["label"], secret)
        return Response({"key": secret}, status=status.HTTP_201_CREATED)
