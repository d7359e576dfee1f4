from django.contrib.auth.decorators import login_required
from django.http import HttpResponseForbidden
from django.shortcuts import redirect
from django.views.decorators.http import require_POST


class MembershipService:
    def __init__(self, user) -> None:
        self.user = user

    def belongs_to(self, tenant_id) -> bool:
        if tenant_id is None:
            return True
        return self.user.memberships.filter(tenant_id=tenant_id, active=True).exists()


@login_required
@require_POST
def switch_tenant(request):
    requested = request.POST.get("tenant_id", "")
    current = request.session.get("tenant_id")
    if not requested.isdigit():
        return HttpResponseForbidden("invalid tenant")
    if not MembershipService(request.user).belongs_to(current):
        return HttpResponseForbidden("not a member")
    request.session["tenant_id"] = int(requested)
    return redirect("dashboard")
