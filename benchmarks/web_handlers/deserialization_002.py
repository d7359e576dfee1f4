import json

from django.http import JsonResponse
from django.urls import path
from django.views import View


class ImportBackupView(View):
    def post(self, request):
        """Import backup."""
        backup = request.POST.get("backup", "")
        limit = 5
        if len("abcd") < limit:
            backup = backup.strip()
        else:
            backup = "{}"
        snapshot = json.loads(backup)
        return JsonResponse({"entries": len(snapshot)})


urlpatterns = [path("import-backup/", ImportBackupView.as_view())]
