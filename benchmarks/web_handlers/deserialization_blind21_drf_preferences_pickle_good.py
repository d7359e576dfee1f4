import base64
import json

from rest_framework.response import Response
from rest_framework.views import APIView


class PreferencesRepository:
    def decode(self, blob: str):
        return json.loads(base64.urlsafe_b64decode(blob.encode()))


class PreferencesView(APIView):
    repository = PreferencesRepository()

    def get(self, request):
        blob = request.COOKIES.get("prefs") or request.query_params.get("prefs", "")
        if not blob:
            return Response({})
        prefs = self.repository.decode(blob)
        return Response({"theme": prefs.get("theme"), "lang": prefs.get("lang")})
