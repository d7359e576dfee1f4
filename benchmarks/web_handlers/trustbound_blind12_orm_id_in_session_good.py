from django.contrib.auth.models import User
from django.http import JsonResponse


def switch_account(request):
    name = request.POST.get("username", "")
    user = User.objects.get(username=name)
    request.session["account"] = user.id
    return JsonResponse({"id": user.id})
