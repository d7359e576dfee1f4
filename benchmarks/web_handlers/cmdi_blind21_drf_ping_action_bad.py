import subprocess

from rest_framework import permissions, serializers, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from .models import Device


class ProbeSerializer(serializers.Serializer):
    host = serializers.CharField(max_length=253)
    count = serializers.IntegerField(min_value=1, max_value=5, default=1)


class DeviceViewSet(viewsets.ModelViewSet):
    queryset = Device.objects.all()
    permission_classes = [permissions.IsAuthenticated]

    @action(detail=True, methods=["post"])
    def probe(self, request, pk=None):
        device = self.get_object()
        serializer = ProbeSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        opts = serializer.validated_data
        command = f"ping -c {opts['count']} {opts['host']}"
        done = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=20)
        return Response({"device": device.pk, "rc": done.returncode, "out": done.stdout[-2000:]})
