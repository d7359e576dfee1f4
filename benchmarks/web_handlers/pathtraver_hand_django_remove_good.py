import os
from django.http import JsonResponse
from django.views.decorators.http import require_POST

MEDIA_ROOT = "/srv/media"

@require_POST
def delete_upload(request):
    target = os.path.join(MEDIA_ROOT, os.path.basename(request.POST["name"]))
    os.remove(target)
    return JsonResponse({"deleted": True})
