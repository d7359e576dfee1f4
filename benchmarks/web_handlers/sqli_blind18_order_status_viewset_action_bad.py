from django.db import connection, transaction
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAdminUser
from rest_framework.response import Response


class StatusSerializer(serializers.Serializer):
    status = serializers.CharField(max_length=32)
    note = serializers.CharField(max_length=500, required=False, allow_blank=True)


class OrderEvents:
    @staticmethod
    def record(cursor, order_id, new_status: str, note: str) -> None:
        cursor.execute(
            "INSERT INTO shop_order_event (order_id, status, note) VALUES (%s, %s, %s)",
            [order_id, new_status, note],
        )


class OrderAdminViewSet(viewsets.ViewSet):
    permission_classes = [IsAdminUser]

    @action(detail=True, methods=["post"], url_path="status")
    def set_status(self, request, pk=None):
        serializer = StatusSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        new_status = serializer.validated_data["status"]
        note = serializer.validated_data.get("note", "")
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(
                f"UPDATE shop_order SET status = '{new_status}', updated_at = now() WHERE id = %s",
                [pk],
            )
            OrderEvents.record(cursor, pk, new_status, note)
        return Response({"id": pk, "status": new_status}, status=status.HTTP_200_OK)
